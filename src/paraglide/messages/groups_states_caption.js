/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_States_CaptionInputs */

const en_groups_states_caption = /** @type {(inputs: Groups_States_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each child's state on each assignment`)
};

const es_groups_states_caption = /** @type {(inputs: Groups_States_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El estado de cada niño en cada tarea`)
};

/**
* | output |
* | --- |
* | "Each child's state on each assignment" |
*
* @param {Groups_States_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_states_caption = /** @type {((inputs?: Groups_States_CaptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_States_CaptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_states_caption(inputs)
	return en_groups_states_caption(inputs)
});