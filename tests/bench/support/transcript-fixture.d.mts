// Types of tests/bench/support/transcript-fixture.mjs for the TypeScript tests that import it.

export declare function transcriptFixture(count: number): string;
