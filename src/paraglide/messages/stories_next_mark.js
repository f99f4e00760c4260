/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Next_MarkInputs */

const en_stories_next_mark = /** @type {(inputs: Stories_Next_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next story to hear`)
};

const es_stories_next_mark = /** @type {(inputs: Stories_Next_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La próxima historia para escuchar`)
};

/**
* | output |
* | --- |
* | "Next story to hear" |
*
* @param {Stories_Next_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next_mark = /** @type {((inputs?: Stories_Next_MarkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Next_MarkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_next_mark(inputs)
	return en_stories_next_mark(inputs)
});