/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Heard_MarkInputs */

const en_stories_heard_mark = /** @type {(inputs: Stories_Heard_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You heard this story`)
};

const es_stories_heard_mark = /** @type {(inputs: Stories_Heard_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya escuchaste esta historia`)
};

/**
* | output |
* | --- |
* | "You heard this story" |
*
* @param {Stories_Heard_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_mark = /** @type {((inputs?: Stories_Heard_MarkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_MarkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heard_mark(inputs)
	return en_stories_heard_mark(inputs)
});