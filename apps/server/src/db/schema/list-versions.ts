// list_versions: the version of each shared list, bumped by every write to it (lib/list-versions.ts).
export interface ListVersionsTable {
  name: string;
  version: number;
}

export interface ListVersionsTables {
  list_versions: ListVersionsTable;
}
