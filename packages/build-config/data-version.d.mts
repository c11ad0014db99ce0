export declare const DATA_VERSION_FILE: string;
export declare const DATA_VERSION_PATH: string;
export declare function dataVersionDocument(version: string): string;
export declare function readDataVersion(text: string): string | null;
