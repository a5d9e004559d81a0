// Contracts of the circadian domain: schemas and pure rules. Filled in by its issue.
export {};
