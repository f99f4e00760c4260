/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_New_TabInputs */

const en_community_new_tab = /** @type {(inputs: Community_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens in a new tab)`)
};

const es_community_new_tab = /** @type {(inputs: Community_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (se abre en una pestaña nueva)`)
};

/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Community_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_new_tab = /** @type {((inputs?: Community_New_TabInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_New_TabInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_new_tab(inputs)
	return en_community_new_tab(inputs)
});