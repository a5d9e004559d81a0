// Contracts of the tracking domain: schemas and pure rules. Filled in by its issue.
export {};
