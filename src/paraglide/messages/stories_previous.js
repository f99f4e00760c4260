/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_PreviousInputs */

const en_stories_previous = /** @type {(inputs: Stories_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous story`)
};

const es_stories_previous = /** @type {(inputs: Stories_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia anterior`)
};

/**
* | output |
* | --- |
* | "Previous story" |
*
* @param {Stories_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_previous = /** @type {((inputs?: Stories_PreviousInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_PreviousInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_previous(inputs)
	return en_stories_previous(inputs)
});