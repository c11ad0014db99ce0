import { resetBetweenFiles } from './reset';

// Test files share their worker's jsdom and modules: undo what each one leaves.
resetBetweenFiles();
