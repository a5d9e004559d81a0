// Contracts of the coaching domain: schemas and pure rules. Filled in by its issue.
export {};
