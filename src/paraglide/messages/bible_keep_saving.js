/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Bible_Keep_SavingInputs */

const en_bible_keep_saving = /** @type {(inputs: Bible_Keep_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keeping chapter ${i?.done} of ${i?.total}…`)
};

const es_bible_keep_saving = /** @type {(inputs: Bible_Keep_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardando el capítulo ${i?.done} de ${i?.total}…`)
};

/**
* | output |
* | --- |
* | "Keeping chapter {done} of {total}…" |
*
* @param {Bible_Keep_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_keep_saving = /** @type {((inputs: Bible_Keep_SavingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Keep_SavingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_keep_saving(inputs)
	return en_bible_keep_saving(inputs)
});