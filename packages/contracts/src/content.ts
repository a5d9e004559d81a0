// Contracts of the content domain: schemas and pure rules. Filled in by its issue.
export {};
