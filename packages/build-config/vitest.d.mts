export declare function testReporters(
  project: string,
): (string | [string, { outputFile: string }])[];
