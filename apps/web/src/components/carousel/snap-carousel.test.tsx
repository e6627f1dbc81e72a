import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useLanguageStore } from '../../stores/language';
import { SnapCarousel } from './snap-carousel';

describe('SnapCarousel', () => {
  afterEach(() => useLanguageStore.setState({ language: 'en' }));

  const slides = () => Array.from({ length: 12 }, (_, i) => <span key={i}>item {i}</span>);

  it('names each slide "n of total"', async () => {
    renderWithProviders(
      <SnapCarousel label="Offers" layout="products">
        {slides()}
      </SnapCarousel>,
    );
    expect(await screen.findByRole('listitem', { name: '12 of 12' })).toBeInTheDocument();
  });

  it('names the slides with Bengali digits in Bengali', async () => {
    useLanguageStore.setState({ language: 'bn' });
    renderWithProviders(
      <SnapCarousel label="Offers" layout="products">
        {slides()}
      </SnapCarousel>,
    );
    expect(await screen.findByRole('listitem', { name: '১২ এর মধ্যে ১১' })).toBeInTheDocument();
  });
});
