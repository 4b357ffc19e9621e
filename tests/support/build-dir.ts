/** The built site the tests read: build/, or BUILD_DIR (as `npm run serve` takes it). */
import path from 'node:path';

export const buildDir = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');
