import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@nirog/contracts';
import { UserMenu } from '../../../components/layout/user-menu';
import { useLanguageStore } from '../../../stores/language';
import { useSessionStore } from '../../../stores/session';
import { logIn, makeUser, stubApi } from '../../../../test/api';
import { stubXhr } from '../../../../test/fake-xhr';
import { renderRoutes } from '../../../../test/render';
import { ProfileLayout } from '../components/profile-layout';
import { Component as ProfilePage } from './profile-page';

/** The overview inside the profile layout, with the header's account menu above it. */
function renderOverview() {
  return renderRoutes(
    [
      { path: '/', element: <h1>Home page</h1> },
      {
        path: '/profile',
        element: (
          <>
            <UserMenu />
            <ProfileLayout />
          </>
        ),
        children: [{ index: true, element: <ProfilePage /> }],
      },
    ],
    '/profile',
  );
}

const personal = () =>
  screen.getByRole('heading', { name: 'Personal information' }).closest('.mantine-Card-root') as HTMLElement;
const photoCard = () =>
  screen.getByRole('heading', { name: 'Profile photo' }).closest('.mantine-Card-root') as HTMLElement;
const answer = (message: string, user: AuthUser) => ({ body: { message, icon: 'success', user } });
const picture = (name: string, type = 'image/png', size = 2048) => new File([new Uint8Array(size)], name, { type });

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

describe('profile overview: personal information', () => {
  const details = {
    name: 'Rahima Akter',
    occupation: 'Teacher',
    dob: '1990-04-14',
    sex: 'Female',
    country: 'Bangladesh',
    city: 'Dhaka',
    location: 'Dhanmondi 15',
  };

  it('shows the details, opens the form with them on Edit, and Cancel returns to the view unsent', async () => {
    const calls = stubApi({});
    logIn(details);
    renderOverview();
    await screen.findByRole('heading', { name: 'Personal information' });
    const card = within(personal());
    expect(card.getByText('Teacher')).toBeInTheDocument();
    expect(card.getByText('14 April 1990')).toBeInTheDocument();
    expect(card.getByText('Female')).toBeInTheDocument();

    await userEvent.click(card.getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit personal information' }));
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rahima Akter');
    expect(form.getByRole('textbox', { name: 'Occupation' })).toHaveValue('Teacher');
    expect(form.getByLabelText('Date of birth')).toHaveValue('1990-04-14');
    expect(form.getByRole('combobox', { name: 'Sex' })).toHaveValue('Female');
    expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue('Dhanmondi 15');
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveFocus();

    await userEvent.type(form.getByRole('textbox', { name: 'Occupation' }), ' of maths');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit personal information' })).not.toBeInTheDocument();
    expect(card.getByText('Teacher')).toBeInTheDocument();
    // nothing was sent (the page's own reads, such as the header's application link, are GETs)
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('saves: the answered user replaces the stored one, so the header shows the new name at once', async () => {
    const saved = makeUser({ ...details, name: 'Rahima Begum', occupation: null, sex: 'Other' });
    const calls = stubApi({
      'POST /api/auth/update/personal-information': answer('Your personal information has been updated.', saved),
    });
    logIn(details);
    renderOverview();
    expect(await screen.findByRole('button', { name: 'Rahima Akter, account menu' })).toHaveTextContent('Rahima Akter');

    await userEvent.click(within(personal()).getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit personal information' }));
    const name = form.getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Rahima Begum');
    await userEvent.clear(form.getByRole('textbox', { name: 'Occupation' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Sex' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your personal information has been updated.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/auth/update/personal-information',
      body: { ...details, name: 'Rahima Begum', occupation: '', sex: 'Other' },
    });
    expect(screen.queryByRole('form', { name: 'Edit personal information' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rahima Begum, account menu' })).toHaveTextContent('Rahima Begum');
    expect(useSessionStore.getState().user).toEqual(saved);
    expect(within(personal()).getByText('Other')).toBeInTheDocument();
    expect(within(personal()).getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it("shows the server's errors beside the fields and keeps what was typed", async () => {
    stubApi({
      'POST /api/auth/update/personal-information': {
        status: 422,
        body: {
          message: 'The name field is required.',
          errors: {
            name: ['The name field is required.'],
            dob: ['The date of birth cannot be in the future.'],
          },
        },
      },
    });
    logIn(details);
    renderOverview();
    await userEvent.click(await within(personal()).findByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit personal information' }));
    await userEvent.clear(form.getByRole('textbox', { name: /^Name/ }));
    fireEvent.change(form.getByLabelText('Date of birth'), { target: { value: '2099-01-01' } });
    await userEvent.type(form.getByRole('textbox', { name: 'City' }), ' North');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('The name field is required.'),
    );
    expect(form.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'The date of birth cannot be in the future.',
    );
    expect(form.getByLabelText('Date of birth')).toHaveValue('2099-01-01');
    expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Dhaka North');
    expect(useSessionStore.getState().user?.name).toBe('Rahima Akter');
  });

  it('shows the sex and the birthday in Bengali', async () => {
    stubApi({});
    useLanguageStore.setState({ language: 'bn' });
    logIn(details);
    renderOverview();
    const card = within(
      (await screen.findByRole('heading', { name: 'ব্যক্তিগত তথ্য' })).closest('.mantine-Card-root') as HTMLElement,
    );
    expect(card.getByText('নারী')).toBeInTheDocument();
    expect(card.getByText('১৪ এপ্রিল ১৯৯০')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'সম্পাদনা' })).toBeInTheDocument();
  });
});

describe('profile overview: set mobile number', () => {
  it('is not offered when the account has a number', async () => {
    stubApi({});
    logIn({ phone: '01711000000' });
    renderOverview();
    expect(await screen.findByRole('heading', { name: 'Personal information' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add your mobile number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save number' })).not.toBeInTheDocument();
  });

  it('adds a number: errors under the field, then the block goes away and the number shows', async () => {
    let attempt = 0;
    const withPhone = makeUser({ phone: '01812345678' });
    const calls = stubApi({
      'POST /api/auth/set-phone': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: 'This mobile number belongs to another account.',
                errors: { phone: ['This mobile number belongs to another account.'] },
              },
            }
          : answer('Your mobile number has been saved.', withPhone),
    });
    logIn({ phone: null });
    renderOverview();
    expect(
      await screen.findByText('Add your mobile number so we can reach you about your orders.'),
    ).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: /^Mobile number/ });
    await userEvent.type(phone, '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save number' }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription('This mobile number belongs to another account.'));
    expect(calls.at(-1)?.body).toEqual({ phone: '01712345678' });

    await userEvent.clear(phone);
    await userEvent.type(phone, '01812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save number' }));
    expect(await screen.findByText('Your mobile number has been saved.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add your mobile number' })).not.toBeInTheDocument();
    expect(within(personal()).getByText('01812345678')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.phone).toBe('01812345678');
  });
});

describe('profile overview: profile photo', () => {
  beforeEach(() => {
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
    URL.revokeObjectURL = vi.fn();
  });
  const chooser = () => screen.getByLabelText('Choose a profile photo');

  it('refuses other types, more than one file and too large a file before sending anything', async () => {
    stubApi({});
    const uploads = stubXhr();
    logIn();
    renderOverview();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { name: 'Profile photo' });

    // Dropped first: once the file dialog has been opened, jsdom never tells the dropzone it closed.
    const dropped = [picture('a.png'), picture('b.jpg', 'image/jpeg')];
    await act(async () => {
      fireEvent.drop(chooser().parentElement!, {
        dataTransfer: {
          files: dropped,
          items: dropped.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
          types: ['Files'],
        },
      });
    });
    expect(await screen.findByText('Please choose only one photo.')).toBeInTheDocument();

    await user.upload(chooser(), picture('animation.gif', 'image/gif'));
    expect(await screen.findByText('animation.gif is not a PNG, JPG or JPEG file.')).toBeInTheDocument();
    await user.upload(chooser(), picture('notes.png', 'text/plain'));
    expect(await screen.findByText('notes.png is not a PNG, JPG or JPEG file.')).toBeInTheDocument();
    await user.upload(chooser(), picture('huge.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('huge.jpg is larger than 2 MB.')).toBeInTheDocument();

    expect(screen.queryByRole('img', { name: 'Preview of the new profile photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('previews the photo, uploads it with progress, then shows the new photo everywhere', async () => {
    stubApi({});
    const uploads = stubXhr();
    logIn({ name: 'Rahima Akter', avatar: null });
    renderOverview();
    await screen.findByRole('heading', { name: 'Profile photo' });
    expect(photoCard().querySelector('[data-initial="R"]')).toBeInTheDocument();

    const file = picture('me.jpg', 'image/jpeg');
    await userEvent.upload(chooser(), file);
    expect(await screen.findByRole('img', { name: 'Preview of the new profile photo' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload photo' }));

    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0];
    expect(upload.method).toBe('POST');
    expect(upload.path).toBe('/api/auth/update-avatar');
    expect(upload.headers.authorization).toBe('Bearer 12|secret-token-value');
    expect(upload.field('avatar')).toBe(file);

    act(() => upload.progress(40));
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(photoCard()).getByText('40%')).toBeInTheDocument();

    const updated = makeUser({ name: 'Rahima Akter', avatar: 'avatars/Zx3new.webp' });
    act(() => upload.respond(200, { message: 'Your profile photo has been updated.', icon: 'success', user: updated }));
    expect(await screen.findByText('Your profile photo has been updated.')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.avatar).toBe('avatars/Zx3new.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the new profile photo' })).not.toBeInTheDocument();
    // The photo card, the sidebar and the header menu all show the stored photo now.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('img', { name: 'Profile photo of Rahima Akter', hidden: true })
          .map((img) => img.getAttribute('src')),
      ).toEqual(['/storage/avatars/Zx3new.webp', '/storage/avatars/Zx3new.webp', '/storage/avatars/Zx3new.webp']),
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it("keeps the preview and shows the server's message when the upload is refused", async () => {
    stubApi({});
    const uploads = stubXhr();
    logIn();
    renderOverview();
    await screen.findByRole('heading', { name: 'Profile photo' });
    await userEvent.upload(chooser(), picture('scan.png'));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() =>
      uploads[0].respond(422, {
        message: 'The profile photo must be a PNG or JPEG image.',
        errors: { avatar: ['The profile photo must be a PNG or JPEG image.'] },
      }),
    );
    expect(await within(photoCard()).findByRole('alert')).toHaveTextContent(
      'The profile photo must be a PNG or JPEG image.',
    );
    expect(screen.getByRole('img', { name: 'Preview of the new profile photo' })).toBeInTheDocument();
    expect(useSessionStore.getState().user?.avatar).toBeNull();

    await userEvent.click(within(photoCard()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Preview of the new profile photo' })).not.toBeInTheDocument();
    expect(chooser()).toBeInTheDocument();
  });
});
