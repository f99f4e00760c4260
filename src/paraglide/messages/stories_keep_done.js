/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Stories_Keep_DoneInputs */

const en_stories_keep_done = /** @type {(inputs: Stories_Keep_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kept for offline: ${i?.count} stories.`)
};

const es_stories_keep_done = /** @type {(inputs: Stories_Keep_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Guardadas sin conexión: ${i?.count} historias.`)
};

/**
* | output |
* | --- |
* | "Kept for offline: {count} stories." |
*
* @param {Stories_Keep_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_keep_done = /** @type {((inputs: Stories_Keep_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Keep_DoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_keep_done(inputs)
	return en_stories_keep_done(inputs)
});