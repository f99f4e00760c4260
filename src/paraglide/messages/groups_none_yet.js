/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Groups_None_YetInputs */

const en_groups_none_yet = /** @type {(inputs: Groups_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You lead no group yet. Start one below for your class.`)
};

const es_groups_none_yet = /** @type {(inputs: Groups_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no diriges ningún grupo. Crea uno abajo para tu clase.`)
};

/**
* | output |
* | --- |
* | "You lead no group yet. Start one below for your class." |
*
* @param {Groups_None_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_none_yet = /** @type {((inputs?: Groups_None_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Groups_None_YetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_groups_none_yet(inputs)
	return en_groups_none_yet(inputs)
});