/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, total: NonNullable<unknown> }} Stories_Progress_CountInputs */

const en_stories_progress_count = /** @type {(inputs: Stories_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stories heard: ${i?.count} of ${i?.total}`)
};

const es_stories_progress_count = /** @type {(inputs: Stories_Progress_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Historias escuchadas: ${i?.count} de ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Stories heard: {count} of {total}" |
*
* @param {Stories_Progress_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_progress_count = /** @type {((inputs: Stories_Progress_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Progress_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_progress_count(inputs)
	return en_stories_progress_count(inputs)
});