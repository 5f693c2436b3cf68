import styled from 'styled-components';
import { FactList } from '@trabzon/ui';

/** A booking's facts as label/value rows (dt/dd), the booking pages' one layout: the page's content, so roomy. */
export const Facts = styled(FactList).attrs({ $roomy: true })``;
