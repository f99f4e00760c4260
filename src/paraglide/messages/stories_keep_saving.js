/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Keep_SavingInputs */

const en_stories_keep_saving = /** @type {(inputs: Stories_Keep_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keeping story ${i?.done} of ${i?.total}…`)
};

const es_stories_keep_saving = /** @type {(inputs: Stories_Keep_SavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardando la historia ${i?.done} de ${i?.total}…`)
};

/**
* | output |
* | --- |
* | "Keeping story {done} of {total}…" |
*
* @param {Stories_Keep_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_saving = /** @type {((inputs: Stories_Keep_SavingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_SavingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_keep_saving(inputs)
	return en_stories_keep_saving(inputs)
});