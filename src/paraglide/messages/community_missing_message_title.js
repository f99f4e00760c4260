/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Community_Missing_Message_TitleInputs */

const en_community_missing_message_title = /** @type {(inputs: Community_Missing_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Message`)
};

const es_community_missing_message_title = /** @type {(inputs: Community_Missing_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta el mensaje`)
};

/**
* | output |
* | --- |
* | "Missing Message" |
*
* @param {Community_Missing_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_missing_message_title = /** @type {((inputs?: Community_Missing_Message_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Community_Missing_Message_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_community_missing_message_title(inputs)
	return en_community_missing_message_title(inputs)
});