// A pause in the evaluation of the browser's entry: what it imports after this module runs in a later task.
import { nextTask } from './next-task';

await nextTask();
