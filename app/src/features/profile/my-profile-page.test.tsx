import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocument, queryDocuments } from '../../shared/firebase/documents';
import { clearToasts, renderRoutes } from '../../test/render';
import MyProfilePage from './my-profile-page';
import { entriesOfHeldCv, storedDetails, storedPlayer, TWENTY_YEARS_OLD } from './test-fixtures';

vi.mock('../../shared/firebase/documents', () => ({
  getDocument: vi.fn(),
  queryDocuments: vi.fn(),
  setDocument: vi.fn(),
  serverTime: vi.fn(),
  removedField: vi.fn(),
}));
vi.mock('../../shared/firebase/files', () => ({
  getFileUrl: vi.fn(() => Promise.resolve('https://files.example/ana.webp')),
  uploadFile: vi.fn(),
}));

const getDocumentMock = vi.mocked(getDocument);
const XSS = '<img src=x onerror=alert(1)>';

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  // The CV's career and honours come from their entry documents: the held CV's lists, stored one per document.
  vi.mocked(queryDocuments).mockImplementation(entriesOfHeldCv(vi.mocked(getDocument)) as unknown as typeof queryDocuments);
});

afterEach(async () => {
  await clearToasts();
  cleanup();
});

function renderMine() {
  return renderRoutes(
    [
      { path: '/profile/myprofile', element: <MyProfilePage /> },
      { path: '/settings/edit-profile', element: <h1>page edit</h1> },
    ],
    '/profile/myprofile',
    { user: { uid: 'abc' } },
  );
}

/** The path of an image's src (the dev server's URLs carry a `?no-inline` query; the build's do not). */
const flagFile = (img: Element | null) => new URL(img?.getAttribute('src') ?? '', 'http://site.test').pathname;

function fact(label: string): string {
  const term = screen.getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling?.textContent ?? '';
}

describe('MyProfilePage', () => {
  it("shows the saved CV with the core's age, flags, positions and career", async () => {
    getDocumentMock.mockResolvedValue(storedPlayer());
    renderMine();
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(getDocumentMock).toHaveBeenCalledWith('players/abc');

    expect(screen.getByText(/^20 years old/)).toBeInTheDocument();
    expect(fact('Age')).toBe('20');
    const nationality = screen.getByRole('list', { name: 'Nationality' });
    // Each country's name as text, its flag a decorative SVG served by the site (never regional-indicator emoji).
    for (const [name, file] of [['Portugal', 'pt'], ['Brazil', 'br']] as const) {
      const flag = within(nationality).getByText(name).querySelector('img');
      expect(flag).toHaveAttribute('alt', '');
      expect(flagFile(flag)).toMatch(new RegExp(`/${file}[^/]*\\.svg$`));
    }
    expect(nationality.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(fact('Height')).toBe('172 cm');
    expect(fact('Weight')).toBe('64 kg');
    expect(fact('Preferred foot')).toBe('Right');
    expect(fact('Current club')).toBe('CD Leganés');
    expect(fact('Based in')).toBe('Madrid, Spain');
    expect(screen.getAllByText('Open to offers').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Main position: Central midfielder \(CM\)\. Also plays: /)).toBeInTheDocument();
    expect(document.querySelector('.pitch-spot-main text')).toHaveTextContent('CM');
    expect([...document.querySelectorAll('.pitch-spot-secondary text')].map((t) => t.textContent).sort()).toEqual([
      'CAM',
      'CDM',
    ]);

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent(/CD Leganés\s*Segunda\s*\d{4} – present\s*25\s*3/);
    expect(screen.getByText('Liga 3 champion')).toBeInTheDocument();
    expect(screen.getByText('Spanish')).toBeInTheDocument();
    // The bio keeps its line break as text.
    expect(document.querySelector('.cv-bio')?.textContent).toBe('Box-to-box midfielder.\nStrong in the air.');
    const highlights = screen.getByRole('link', { name: /Highlights/ });
    expect(highlights).toHaveAttribute('href', 'https://example.com/ana');
    expect(highlights).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(highlights).toHaveAttribute('target', '_blank');
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: "Ana Silva's profile picture" })).toHaveAttribute(
        'src',
        'https://files.example/ana.webp',
      ),
    );
  });

  it('renders markup in the bio and club as text and a javascript: link as plain text', async () => {
    getDocumentMock.mockResolvedValue(
      storedPlayer({
        bio: XSS,
        currentClub: XSS,
        links: [
          { label: 'Evil', url: 'javascript:alert(1)' },
          { label: 'Reel', url: 'https://example.com/reel' },
        ],
      }),
    );
    renderMine();
    await screen.findByRole('heading', { name: 'Ana Silva' });

    expect(document.querySelector('.cv-bio')?.textContent).toBe(XSS);
    expect(fact('Current club')).toBe(XSS);
    // The picture and the nationalities' flags: no image from the markup.
    expect(document.querySelectorAll('img:not(.flag)')).toHaveLength(1);
    expect(document.querySelector('img[src="x"]')).toBeNull();

    expect(screen.getByText('Evil: javascript:alert(1)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Evil/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(screen.getByRole('link', { name: /Reel/ })).toHaveAttribute('href', 'https://example.com/reel');
  });

  it('links a contact email only to its one mailbox: headers in the local part are encoded, a bad address is text', async () => {
    getDocumentMock.mockResolvedValue(storedPlayer({ contactEmail: 'me?bcc=spy%40evil.com&body=hi@x.com' }));
    renderMine();
    expect(await screen.findByRole('link', { name: 'me?bcc=spy%40evil.com&body=hi@x.com' })).toHaveAttribute(
      'href',
      'mailto:me%3Fbcc%3Dspy%2540evil.com%26body%3Dhi@x.com',
    );
    cleanup();
    localStorage.clear();
    getDocumentMock.mockResolvedValue(storedPlayer({ contactEmail: 'me@x.com?bcc=spy@evil.com' }));
    renderMine();
    expect(await screen.findByText('me@x.com?bcc=spy@evil.com')).toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
  });

  it('shows the contact email when the CV holds it (the owner shows it), never a hidden one of an old CV', async () => {
    getDocumentMock.mockResolvedValue(storedPlayer({ contactEmail: 'ana@example.com' }));
    renderMine();
    expect(await screen.findByRole('link', { name: 'ana@example.com' })).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    cleanup();

    // A CV from before the data split: the exact date and a hidden e-mail in it. It still renders, as the split
    // would publish it: the age from its month, no e-mail, no birth date.
    localStorage.clear();
    const { birthMonth: _m, ...old } = storedPlayer();
    getDocumentMock.mockResolvedValue({
      ...old,
      dateOfBirth: TWENTY_YEARS_OLD,
      location: { lat: 40.4168, lng: -3.7038 },
      contactEmail: 'hidden@example.com',
      showContactEmail: false,
    });
    renderMine();
    await screen.findByRole('heading', { name: 'Ana Silva' });
    expect(fact('Age')).toBe('20');
    const cv = screen.getByRole('article');
    expect(cv).not.toHaveTextContent('hidden@example.com');
    expect(cv).not.toHaveTextContent(TWENTY_YEARS_OLD);
  });

  it('shows the owner, apart from the CV, what only they see: the private details', async () => {
    getDocumentMock.mockImplementation(((path: string) =>
      Promise.resolve(path === 'players/abc/private/details' ? storedDetails() : storedPlayer())) as unknown as typeof getDocument);
    renderMine();
    const section = await screen.findByRole('region', { name: 'Only you see these' });
    expect(getDocumentMock).toHaveBeenCalledWith('players/abc/private/details');
    expect(section.querySelector('time')).toHaveAttribute('dateTime', TWENTY_YEARS_OLD);
    expect(section).toHaveTextContent('ana@example.com (hidden from visitors)');
    expect(screen.getByRole('article')).not.toHaveTextContent('ana@example.com');
    // No guardian's e-mail given: no row for it.
    expect(section).not.toHaveTextContent("Parent's or guardian's email");
  });

  it("lists a guardian's e-mail among the private details, never on the CV", async () => {
    getDocumentMock.mockImplementation(((path: string) =>
      Promise.resolve(
        path === 'players/abc/private/details' ? storedDetails({ guardianEmail: 'mum@example.com' }) : storedPlayer(),
      )) as unknown as typeof getDocument);
    renderMine();
    const section = await screen.findByRole('region', { name: 'Only you see these' });
    expect(section).toHaveTextContent("Parent's or guardian's emailmum@example.com");
    expect(screen.getByRole('article')).not.toHaveTextContent('mum@example.com');
  });

  it('writes the owner\'s birth date as people read it, never as the stored ISO text', async () => {
    getDocumentMock.mockImplementation(((path: string) =>
      Promise.resolve(
        path === 'players/abc/private/details' ? storedDetails({ dateOfBirth: '2006-05-10' }) : storedPlayer({ birthMonth: '2006-05' }),
      )) as unknown as typeof getDocument);
    renderMine();
    const section = await screen.findByRole('region', { name: 'Only you see these' });
    const born = section.querySelector('time');
    expect(born).toHaveTextContent(/^10 May 2006$/);
    expect(born).toHaveAttribute('dateTime', '2006-05-10');
    expect(section).not.toHaveTextContent('2006-05-10');
    expect(screen.getByRole('article')).not.toHaveTextContent('10 May 2006');
  });

  it('renders the cached CV at once, before Firestore answers', async () => {
    localStorage.setItem('userProfile_abc', JSON.stringify({ ...storedPlayer({ city: 'Lisboa' }), createdAt: undefined }));
    getDocumentMock.mockReturnValue(new Promise(() => {}));
    renderMine();
    expect(await screen.findByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(fact('Based in')).toBe('Lisboa, Spain');
  });

  it('links what is missing to the field in the editor', async () => {
    getDocumentMock.mockResolvedValue(storedPlayer({ bio: '', heightCm: undefined }));
    renderMine();
    await screen.findByRole('heading', { name: 'Ana Silva' });
    const meter = screen.getByRole('progressbar', { name: /CV completeness/ });
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeLessThan(100);
    const links = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/settings/edit-profile#'));
    expect(links).toContain('/settings/edit-profile#bio');
    expect(links).toContain('/settings/edit-profile#heightCm');
    expect(screen.getByRole('link', { name: 'Edit my CV' })).toHaveAttribute('href', '/settings/edit-profile');
  });

  it('prints the CV from the "Print or save as PDF" button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    getDocumentMock.mockResolvedValue(storedPlayer());
    renderMine();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('invites a player without a CV to create one', async () => {
    getDocumentMock.mockResolvedValue(null);
    renderMine();
    expect(await screen.findByRole('heading', { name: 'You have no CV yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create my CV' })).toHaveAttribute('href', '/settings/edit-profile');
  });

  it('offers the public link: copied to the clipboard with a toast, and opened as a visitor sees it', async () => {
    getDocumentMock.mockResolvedValue(storedPlayer());
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderMine();
    await screen.findByRole('heading', { level: 2, name: 'Ana Silva' });
    const url = `${window.location.origin}/p/abc`;
    expect(screen.getByRole('textbox', { name: "Your CV's public link" })).toHaveValue(url);
    expect(screen.getByRole('link', { name: 'See as a visitor' })).toHaveAttribute('href', '/p/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    // Beside the link, where it stays once the toast has closed.
    expect(await screen.findByText('Link copied. Paste it anywhere to share your CV.', { selector: '.cv-share-note' })).toBeInTheDocument();
  });

  it('selects the link for copying by hand when the browser refuses the clipboard', async () => {
    getDocumentMock.mockResolvedValue(storedPlayer());
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderMine();
    await screen.findByRole('heading', { level: 2, name: 'Ana Silva' });
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = screen.getByRole('textbox', { name: "Your CV's public link" }) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(await screen.findByText('Press Ctrl+C (or ⌘C) to copy the selected link.', { selector: '.cv-share-note' })).toBeInTheDocument();
  });
});
