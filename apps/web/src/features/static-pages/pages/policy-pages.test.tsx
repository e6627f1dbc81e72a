import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import en from '../../../i18n/static.en.json';
import bn from '../../../i18n/static.bn.json';
import type { ContentSection } from '../components/translated-content';
import { resetApp, switchLanguage } from '../test-helpers';
import { Component as PrivacyPolicyPage } from './privacy-policy-page';
import { Component as RefundPolicyPage } from './refund-policy-page';
import { Component as ReturnPolicyPage } from './return-policy-page';
import { Component as TermsAndConditionsPage } from './terms-and-conditions-page';
import { Component as TermsOfUsePage } from './terms-of-use-page';

interface Article {
  title: string;
  intro: string[];
  sections: ContentSection[];
}

const PAGES = [
  { key: 'termsAndConditions', Page: TermsAndConditionsPage },
  { key: 'termsOfUse', Page: TermsOfUsePage },
  { key: 'privacyPolicy', Page: PrivacyPolicyPage },
  { key: 'returnPolicy', Page: ReturnPolicyPage },
  { key: 'refundPolicy', Page: RefundPolicyPage },
] as const;

/** The h1, every section heading (h2, in order) and every paragraph and list line of `article`. */
function expectArticle(article: Article) {
  expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
    article.sections.map((s) => s.heading),
  );
  for (const text of article.intro) expect(screen.getByText(text)).toBeInTheDocument();
  for (const section of article.sections) {
    const region = document.getElementById(
      screen.getByRole('heading', { level: 2, name: section.heading }).closest('section')!.id,
    )!;
    const lines = [...(section.paragraphs ?? []), ...(section.items ?? []), ...(section.steps ?? [])];
    if (section.note) lines.push(section.note);
    for (const line of lines) expect(within(region).getByText(line)).toBeInTheDocument();
    if (section.link) {
      expect(within(region).getByRole('link', { name: section.link.label })).toHaveAttribute('href', section.link.to);
    }
  }
}

describe.each(PAGES)('$key page', ({ key, Page }) => {
  afterEach(resetApp);

  it('renders its heading, date and sections in English, then in Bengali', async () => {
    renderWithProviders(<Page />);
    expectArticle(en.static[key]);
    expect(screen.getByText('Last updated:', { exact: false })).toHaveTextContent('Last updated: 22 November 2026');
    expect(document.title).toBe(`${en.static[key].title} | Nirog`);

    await switchLanguage('bn');
    expectArticle(bn.static[key]);
    expect(screen.queryByText(en.static[key].title)).not.toBeInTheDocument();
    // Bengali month and Bengali digits.
    expect(screen.getByText('সর্বশেষ হালনাগাদ:', { exact: false })).toHaveTextContent('সর্বশেষ হালনাগাদ: ২২ নভেম্বর ২০২৬');
  });
});

describe('policy facts', () => {
  afterEach(resetApp);

  it('terms say 999 for emergencies, the payment methods and 256-bit video, with a contents list', () => {
    renderWithProviders(<TermsAndConditionsPage />);
    expect(screen.getByText(/call 999 at once/)).toBeInTheDocument();
    expect(screen.getByText(/bKash, Nagad, Rocket/)).toBeInTheDocument();
    expect(screen.getByText(/256-bit encryption/)).toBeInTheDocument();
    expect(screen.getByText(/minimum period of one month/)).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(en.static.termsAndConditions.sections.length);
    expect(links[1]).toHaveAttribute('href', '#termsAndConditions-2');
    expect(document.getElementById('termsAndConditions-2')).toHaveTextContent('Not for emergencies');
  });

  it('refund policy states the 15 percent charge and links to the contact page', () => {
    renderWithProviders(<RefundPolicyPage />);
    expect(screen.getByText('A service charge of 15 percent is deducted from every refund.')).toBeInTheDocument();
    expect(screen.getByText(/within 7 days of your request/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us about a refund' })).toHaveAttribute('href', '/contact');
  });

  it('return policy gives the 1 hour limit and the request steps as a numbered list', () => {
    renderWithProviders(<ReturnPolicyPage />);
    expect(screen.getByText('A return must be requested within 1 hour of receiving the order.')).toBeInTheDocument();
    const steps = en.static.returnPolicy.sections[4].steps!;
    const list = screen.getByText(steps[0]).closest('ol')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(steps);
    expect(screen.getByRole('link', { name: 'Request a return' })).toHaveAttribute('href', '/contact');
  });
});
