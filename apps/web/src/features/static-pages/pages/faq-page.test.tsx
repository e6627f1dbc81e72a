import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import en from '../../../i18n/static.en.json';
import bn from '../../../i18n/static.bn.json';
import { resetApp, switchLanguage } from '../test-helpers';
import { Component as FaqPage } from './faq-page';

describe('FAQ page', () => {
  afterEach(resetApp);

  it('lists at least 12 questions as headings with buttons', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(en.static.faq.items.length).toBeGreaterThanOrEqual(12);
    const questions = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(questions).toEqual(en.static.faq.items.map((item) => item.question));
    for (const { question } of en.static.faq.items) {
      expect(screen.getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/contact');
  });

  it('opens an answer when its question is clicked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />);
    const item = en.static.faq.items.find((i) => i.question === 'Can I pay cash on delivery?')!;
    const question = screen.getByRole('button', { name: item.question });
    expect(screen.getByText(item.answer)).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText(item.answer)).toBeVisible());
    expect(screen.getByRole('region', { name: item.question })).toHaveTextContent(item.answer);
  });

  it('asks and answers in Bengali', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />);
    await switchLanguage('bn');
    expect(screen.getByRole('heading', { level: 1, name: bn.static.faq.title })).toBeInTheDocument();
    const emergency = bn.static.faq.items[10];
    expect(emergency.answer).toContain('৯৯৯');
    await user.click(screen.getByRole('button', { name: emergency.question }));
    await waitFor(() => expect(screen.getByText(emergency.answer)).toBeVisible());
  });
});
