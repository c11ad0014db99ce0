export declare function testReporters(
  project: string,
): (string | [string, { outputFile: string }])[];
export declare function defineAppTestConfig(project: string): {
  test: {
    environment: 'jsdom';
    globals: true;
    setupFiles: string[];
    reporters: (string | [string, { outputFile: string }])[];
    testTimeout: number;
  };
};
