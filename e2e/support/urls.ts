export const SHELL_URL = process.env.SHELL_URL ?? 'http://localhost:8080';
export const SAMPLE_API_URL = process.env.SAMPLE_API_URL ?? 'http://localhost:8090';
