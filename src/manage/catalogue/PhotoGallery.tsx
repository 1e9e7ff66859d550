import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManageProduct, Photo } from '../../api/contract/manage/catalogue';
import { manageApi } from '../runtime';
import { problemOf } from './callResult';
import { useCatalogue } from './catalogueContext';
import { Confirm } from '../Confirm';
import type { CropFractions } from './crop';
import { PhotoCropper } from './PhotoCropper';
import { langOf, pick } from './text';

/** The order with one photo moved one place (-1 left, +1 right); the same order at an edge. */
export function movedOrder(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The product's photos in order (the first is the card's), moved, removed, and added through the crop step. */
export function PhotoGallery({ product }: { product: ManageProduct }) {
  const { t, i18n } = useTranslation('manage');
  const lang = langOf(i18n.resolvedLanguage);
  const { canEdit, putProduct, reload } = useCatalogue();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [removing, setRemoving] = useState<Photo | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const name = pick(product.title, lang) || product.code;

  const fail = (answer: Parameters<typeof problemOf>[0]) => setStatus({ text: problemOf(answer, t)!.text, error: true });

  const upload = async (crop: CropFractions | null) => {
    if (!file) return;
    const body = new FormData();
    body.append('file', file, file.name);
    if (crop) for (const [key, value] of Object.entries(crop)) body.append(key, String(value));
    setBusy(true);
    setStatus({ text: t('catalogue.photos.uploading'), error: false });
    const answer = await manageApi.call('managePhotoUpload', { params: { code: product.code }, body });
    setBusy(false);
    if (!answer.ok) {
      fail(answer);
      return;
    }
    setFile(null);
    putProduct({ ...product, photos: [...product.photos.filter((photo) => photo.id !== answer.data.id), answer.data] });
    void reload();
    setStatus({ text: t('catalogue.photos.added'), error: false });
  };

  const reorder = async (photo: Photo, by: -1 | 1) => {
    const order = movedOrder(
      product.photos.map((each) => each.id),
      photo.id,
      by,
    );
    setBusy(true);
    const answer = await manageApi.call('managePhotoOrder', { params: { code: product.code }, body: { order } });
    setBusy(false);
    if (!answer.ok) return fail(answer);
    putProduct({ ...product, photos: answer.data.photos });
    setStatus({ text: t('catalogue.photos.moved'), error: false });
  };

  const remove = async (photo: Photo) => {
    setRemoving(null);
    setBusy(true);
    const answer = await manageApi.call('managePhotoRemove', { params: { code: product.code, photoId: photo.id }, body: {} });
    setBusy(false);
    if (!answer.ok) return fail(answer);
    putProduct({ ...product, photos: answer.data.photos });
    setStatus({ text: t('catalogue.photos.removed'), error: false });
  };

  return (
    <section className="catalogue-photos" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('catalogue.photos.title')}</h3>
      {product.photos.length === 0 ? (
        <p className="catalogue-hint-line">{t('catalogue.photos.none')}</p>
      ) : (
        <ol className="catalogue-gallery" data-testid="photo-gallery">
          {product.photos.map((photo, index) => (
            <li key={photo.id} data-testid="photo-item">
              <img src={photo.urls['250']} alt={t('catalogue.photos.alt', { n: index + 1, title: name })} width={125} height={125} loading="lazy" />
              {index === 0 && <small className="catalogue-card-photo">{t('catalogue.photos.cardPhoto')}</small>}
              {canEdit && (
                <div className="catalogue-photo-buttons">
                  <button
                    type="button"
                    className="secondary outline"
                    disabled={busy || index === 0}
                    onClick={() => void reorder(photo, -1)}
                    aria-label={t('catalogue.photos.left', { n: index + 1 })}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className="secondary outline"
                    disabled={busy || index === product.photos.length - 1}
                    onClick={() => void reorder(photo, 1)}
                    aria-label={t('catalogue.photos.right', { n: index + 1 })}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className="secondary outline"
                    disabled={busy}
                    onClick={() => setRemoving(photo)}
                    aria-label={t('catalogue.photos.remove', { n: index + 1 })}
                  >
                    ✕
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {canEdit && !file && (
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*,.heic,.heif"
            hidden
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen) {
                setStatus(null);
                setFile(chosen);
              }
            }}
            data-testid="photo-file"
          />
          <button type="button" className="secondary" onClick={() => input.current?.click()} disabled={busy} data-testid="photo-add">
            {t('catalogue.photos.add')}
          </button>
        </>
      )}
      {canEdit && file && (
        <PhotoCropper key={`${file.name}-${file.lastModified}`} file={file} busy={busy} onUse={(crop) => void upload(crop)} onCancel={() => setFile(null)} />
      )}
      <p className={status?.error ? 'catalogue-status catalogue-status-error' : 'catalogue-status'} role="status" data-testid="photo-status">
        {status?.text}
      </p>
      {removing && (
        <Confirm
          question={t('catalogue.photos.removeQuestion')}
          acceptLabel={t('catalogue.photos.removeAccept')}
          onCancel={() => setRemoving(null)}
          onAccept={() => void remove(removing)}
        />
      )}
    </section>
  );
}
