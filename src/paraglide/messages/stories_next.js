/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_NextInputs */

const en_stories_next = /** @type {(inputs: Stories_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next story`)
};

const es_stories_next = /** @type {(inputs: Stories_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia siguiente`)
};

/**
* | output |
* | --- |
* | "Next story" |
*
* @param {Stories_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_next = /** @type {((inputs?: Stories_NextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_NextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_next(inputs)
	return en_stories_next(inputs)
});