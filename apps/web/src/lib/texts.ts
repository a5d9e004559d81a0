// The shared texts (layout, components, lib): the `common` namespace, with the first chunk.
import en from '../locales/en/common.json';
import { defineTexts } from './i18n';

export const commonTexts = defineTexts('common', en);

export type CommonKey = Parameters<typeof commonTexts>[0];
