import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { AppProviders } from '@/app/app-providers';
import { ApiError, failureFromResponse } from '@/domain/failures';
import { FileUpload, type FileUploadProps, type UploadedFile } from '@/ui/form/file-upload';
import { FileUploadField } from '@/ui/form/file-upload-field';
import { toaster } from '@/ui/primitives/toaster';

const MB = 1024 * 1024;

function fileOf(name: string, type: string, size = 2048): File {
  return new File([new Uint8Array(size)], name, { type });
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderUpload(props: Partial<FileUploadProps> & Pick<FileUploadProps, 'upload'>) {
  render(
    <AppProviders>
      <FileUpload label="ID copy" {...props} />
    </AppProviders>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('file upload', () => {
  afterEach(() => {
    act(() => toaster.remove());
  });

  it('is labelled and says what it accepts', () => {
    const input = renderUpload({ upload: vi.fn(), optional: true });
    expect(screen.getByLabelText(/ID copy/)).toBe(input);
    expect(screen.getByText('Optional')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('PDF, PNG, JPEG or WebP up to 5 MB');
    expect(input).toHaveAttribute('accept', 'application/pdf,image/png,image/jpeg,image/webp');
  });

  it("shows 'Uploading..' with a progress bar, blocks a second upload, then links the stored file", async () => {
    const user = userEvent.setup();
    const pending = deferred<UploadedFile>();
    const onChange = vi.fn();
    const upload = vi.fn((_file: File, onProgress: (percent: number) => void) => {
      onProgress(40);
      return pending.promise;
    });
    const input = renderUpload({ upload, onChange });

    await user.upload(input, fileOf('id-copy.pdf', 'application/pdf'));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading..' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(input).toBeDisabled();

    fireEvent.change(input, { target: { files: [fileOf('other.pdf', 'application/pdf')] } });
    fireEvent.drop(input.parentElement as HTMLElement, {
      dataTransfer: { files: [fileOf('third.pdf', 'application/pdf')] },
    });
    expect(upload).toHaveBeenCalledTimes(1);
    expect(upload.mock.calls[0]?.[0].name).toBe('id-copy.pdf');

    await act(async () => pending.resolve({ url: '/api/v1/files/abc', name: 'id-copy.pdf' }));
    const link = await screen.findByRole('link', { name: 'id-copy.pdf' });
    expect(link).toHaveAttribute('href', '/api/v1/files/abc');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(onChange).toHaveBeenCalledWith({ url: '/api/v1/files/abc', name: 'id-copy.pdf' });
  });

  it('shows the stored name without direction overrides or controls, isolated from the text around it', async () => {
    const user = userEvent.setup();
    // A name stored before the server cleaned names: the override would show "invoiceexe.png".
    const upload = vi.fn(async () => ({
      url: '/api/v1/files/abc',
      name: 'invoice\u202Egnp.exe\u2066\u0085',
    }));
    const input = renderUpload({ upload });
    await user.upload(input, fileOf('invoice.png', 'image/png'));
    const link = await screen.findByRole('link', { name: 'invoicegnp.exe' });
    const isolated = link.querySelector('bdi');
    expect(isolated?.textContent).toBe('invoicegnp.exe');
  });

  it("toasts 'Failed to upload file' with the server's message when the upload fails", async () => {
    const user = userEvent.setup();
    const upload = vi.fn(() =>
      Promise.reject(
        new ApiError(failureFromResponse(415, { respMsg: 'Only PDF, PNG, JPEG or WebP files' })),
      ),
    );
    const input = renderUpload({ upload });
    await user.upload(input, fileOf('scan.pdf', 'application/pdf'));
    expect(await screen.findByText('Failed to upload file')).toBeInTheDocument();
    expect(screen.getByText('Only PDF, PNG, JPEG or WebP files')).toBeInTheDocument();
    expect(input).toBeEnabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('refuses a document over 5 MB before uploading it', async () => {
    const user = userEvent.setup();
    const upload = vi.fn();
    const input = renderUpload({ upload });
    await user.upload(input, fileOf('big.pdf', 'application/pdf', 5 * MB + 1));
    expect(await screen.findByText('The file is larger than 5 MB')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/The file is larger than 5 MB/);
    expect(upload).not.toHaveBeenCalled();
  });

  it('names the generic drop errors: too many files and an empty file', async () => {
    const upload = vi.fn();
    const input = renderUpload({ upload });
    const zone = input.parentElement as HTMLElement;
    fireEvent.drop(zone, {
      dataTransfer: { files: [fileOf('a.pdf', 'application/pdf'), fileOf('b.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText('Choose one file only')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [fileOf('empty.pdf', 'application/pdf', 0)] } });
    expect(await screen.findByText('The file is empty or too small')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  describe('avatar', () => {
    it('takes images only', async () => {
      const user = userEvent.setup({ applyAccept: false });
      const upload = vi.fn();
      const input = renderUpload({ upload, variant: 'avatar' });
      expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
      await user.upload(input, fileOf('cv.pdf', 'application/pdf'));
      expect(
        await screen.findByText('This file type is not accepted. Choose a PNG, JPEG or WebP file.'),
      ).toBeInTheDocument();
      expect(upload).not.toHaveBeenCalled();
    });

    it('refuses an image over 1 MB with a correct message', async () => {
      const user = userEvent.setup();
      const upload = vi.fn();
      const input = renderUpload({ upload, variant: 'avatar' });
      await user.upload(input, fileOf('me.png', 'image/png', MB + 1));
      expect(await screen.findByText('The file is larger than 1 MB')).toBeInTheDocument();
      expect(upload).not.toHaveBeenCalled();
    });

    it('uploads an image within the limit and clears the earlier error', async () => {
      const user = userEvent.setup();
      const upload = vi.fn(async () => ({ url: '/api/v1/files/me', name: 'me.png' }));
      const input = renderUpload({ upload, variant: 'avatar' });
      await user.upload(input, fileOf('me.png', 'image/png', MB + 1));
      await screen.findByText('The file is larger than 1 MB');
      await user.upload(input, fileOf('me.png', 'image/png', MB - 1));
      await waitFor(() => expect(screen.queryByText('The file is larger than 1 MB')).not.toBeInTheDocument());
      expect(await screen.findByRole('link', { name: 'me.png' })).toBeInTheDocument();
    });
  });
});

describe('file upload in a Formik form', () => {
  const schema = yup.object({
    idCopy: yup.object({ url: yup.string().required(), name: yup.string().required() }).nullable().required(),
  });

  it('asks for the file after a submit, then submits the stored file', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <AppProviders>
        <Formik initialValues={{ idCopy: null }} validationSchema={schema} onSubmit={onSubmit}>
          <Form noValidate>
            <FileUploadField
              name="idCopy"
              label="ID copy"
              required
              upload={async () => ({ url: '/api/v1/files/abc', name: 'id-copy.pdf' })}
            />
            <button type="submit">Save</button>
          </Form>
        </Formik>
      </AppProviders>,
    );
    expect(screen.queryByText('Optional')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please provide valid id copy')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/ID copy/), fileOf('id-copy.pdf', 'application/pdf'));
    await screen.findByRole('link', { name: 'id-copy.pdf' });
    await waitFor(() => expect(screen.queryByText('Please provide valid id copy')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { idCopy: { url: '/api/v1/files/abc', name: 'id-copy.pdf' } },
        expect.anything(),
      ),
    );
  });
});
