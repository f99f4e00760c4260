/**
 * `npm run admin:grant -- someone@example.com` gives an existing account the admin role;
 * `npm run admin:revoke -- someone@example.com` takes it away. For the first admin of a new install.
 */
import { adminRole } from '../api/auth/admin.ts';
import { openConfiguredDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { grantRole, revokeRole } from '../db/queries/roles.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import { runScript, ScriptError } from './run-script.ts';

const [action, email] = process.argv.slice(2);

await runScript(async (settings) => {
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    throw new ScriptError('Usage: npm run admin:grant -- someone@example.com   (or admin:revoke)');
  }
  const handle = openConfiguredDatabase(settings);
  try {
    await migrateToLatest(handle.db);
    const user = await findUserByEmail(handle.db, email);
    if (!user)
      throw new ScriptError(`No account uses ${email}. Ask them to sign up first, then run this again.`);
    if (action === 'grant') {
      await grantRole(handle.db, user.id, adminRole);
      const unconfirmed = ' (Their e-mail is not confirmed yet: they must confirm it before signing in.)';
      console.log(`${user.email} is now an admin.${user.emailConfirmedAt ? '' : unconfirmed}`);
    } else {
      const removed = await revokeRole(handle.db, user.id, adminRole);
      console.log(removed ? `${user.email} is no longer an admin.` : `${user.email} was not an admin.`);
      if (settings.adminEmails.includes(user.email))
        console.log('Note: the address is still listed in ADMIN_EMAILS, which also makes it an admin.');
    }
  } finally {
    await handle.close();
  }
});
