import fs from 'node:fs';

/**
 * The embedded database has one owner at a time: PGlite writes its folder by path, so a second
 * process (a seed run while the server runs, two servers on one DATA_DIR) would corrupt it.
 * The lock file sits beside the folder and holds the owner's pid; a dead owner's lock is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The database folder ${dataDir} is in use by process ${owner}. Stop that process first ` +
            `(or use another DATA_DIR); two processes on one embedded database would corrupt it.`,
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
