/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Heard_HeadingInputs */

const en_stories_heard_heading = /** @type {(inputs: Stories_Heard_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you hear the story?`)
};

const es_stories_heard_heading = /** @type {(inputs: Stories_Heard_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Escuchaste la historia?`)
};

/**
* | output |
* | --- |
* | "Did you hear the story?" |
*
* @param {Stories_Heard_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_heading = /** @type {((inputs?: Stories_Heard_HeadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_HeadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heard_heading(inputs)
	return en_stories_heard_heading(inputs)
});