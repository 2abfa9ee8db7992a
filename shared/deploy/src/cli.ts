// npm run deploy|rollback|releases -- …: see command-line/deploy-command-line.ts.
import { runAsProcess } from './command-line/command-line';
import { runDeployCommandLine } from './command-line/deploy-command-line';

runAsProcess(runDeployCommandLine);
