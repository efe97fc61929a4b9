// Deleting an account from the profile editor: asked once more (the password and the e-mail typed out), refused at
// the field with what was typed kept, then everything of the account goes and the visitor lands signed out.
import { axeViolations } from './support/axe';
import { createPlayer, readDocument, signInWithPassword, uniqueEmail } from './support/emulators';
import { signIn } from './support/session';
import { expect, test } from './support/test';
import { label, toast } from './support/ui';

test.use({ bypassCSP: true });

test('a player deletes their account: asked again, refused at the field, then everything goes', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const player = await createPlayer(uniqueEmail(testInfo, 'delete'));
  await expect.poll(async () => readDocument(`playerIndex/${player.uid}`), { timeout: 30_000 }).not.toBeNull();
  await signIn(page, player);
  await page.goto('/settings/edit-profile');
  const section = page.getByRole('region', { name: 'Delete my account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel(label('Your password'))).toBeFocused();
  expect(await axeViolations(page, '[role="alertdialog"]')).toEqual([]);

  // A wrong e-mail: refused at its field, the password and the e-mail kept.
  await dialog.getByLabel(label('Your password')).fill(player.password);
  await dialog.getByLabel(label('Your e-mail address')).fill('not.mine@example.com');
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  // The function's answer: the Functions emulator may first start a worker on a busy machine.
  await expect(dialog.getByText("Type your account's e-mail address exactly as you log in with it.")).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByLabel(label('Your e-mail address'))).toHaveValue('not.mine@example.com');
  expect(await readDocument(`players/${player.uid}`)).not.toBeNull();

  await dialog.getByLabel(label('Your e-mail address')).fill(player.email);
  // The toast stays the specification's 1200 ms: watch for it from before the click.
  const deleted = toast(page, 'Your account and everything in it were deleted.').waitFor({ state: 'visible', timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
  await deleted;
  await expect(page).toHaveURL('/');
  for (const path of [`players/${player.uid}`, `players/${player.uid}/private/details`, `users/${player.uid}`, `playerIndex/${player.uid}`]) {
    expect(await readDocument(path), path).toBeNull();
  }
  await expect(signInWithPassword(player.email, player.password)).rejects.toThrow();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
