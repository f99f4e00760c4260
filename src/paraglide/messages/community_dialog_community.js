/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Dialog_CommunityInputs */

const en_community_dialog_community = /** @type {(inputs: Community_Dialog_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encourage the Community`)
};

const es_community_dialog_community = /** @type {(inputs: Community_Dialog_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anima a la comunidad`)
};

/**
* | output |
* | --- |
* | "Encourage the Community" |
*
* @param {Community_Dialog_CommunityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_dialog_community = /** @type {((inputs?: Community_Dialog_CommunityInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Dialog_CommunityInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_dialog_community(inputs)
	return en_community_dialog_community(inputs)
});