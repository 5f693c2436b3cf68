import { IMAGE_ADDRESS_MAX_LENGTH } from '@trabzon/contracts/constants';
import { useTranslation } from '@trabzon/i18n';
import type { ImageAddressProblem, ImageListProblem } from './imageList';

/**
 * The words of an image check (lib/imageList), shared by every form with an image list or address
 * (admin namespace, `imageList.*`). Undefined when there is no problem.
 */
export function useImageProblemText() {
  const { t } = useTranslation('admin');
  return (problem: ImageListProblem | ImageAddressProblem | null): string | undefined => {
    if (problem === null) return undefined;
    const max = IMAGE_ADDRESS_MAX_LENGTH;
    if (problem === 'format') return t('imageList.address');
    if (problem === 'tooLong') return t('imageList.addressTooLong', { max });
    if (problem.kind === 'tooMany') return t('imageList.tooMany', { max: problem.max, extra: problem.extra });
    return problem.kind === 'format'
      ? t('imageList.line', { line: problem.line })
      : t('imageList.lineTooLong', { line: problem.line, max });
  };
}
