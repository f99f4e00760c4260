/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Heard_ButtonInputs */

const en_stories_heard_button = /** @type {(inputs: Stories_Heard_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I heard this story`)
};

const es_stories_heard_button = /** @type {(inputs: Stories_Heard_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escuché esta historia`)
};

/**
* | output |
* | --- |
* | "I heard this story" |
*
* @param {Stories_Heard_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_button = /** @type {((inputs?: Stories_Heard_ButtonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Heard_ButtonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_heard_button(inputs)
	return en_stories_heard_button(inputs)
});