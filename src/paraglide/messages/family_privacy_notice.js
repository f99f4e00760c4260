/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Privacy_NoticeInputs */

const en_family_privacy_notice = /** @type {(inputs: Family_Privacy_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy notice`)
};

const es_family_privacy_notice = /** @type {(inputs: Family_Privacy_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aviso de privacidad`)
};

/**
* | output |
* | --- |
* | "privacy notice" |
*
* @param {Family_Privacy_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_privacy_notice = /** @type {((inputs?: Family_Privacy_NoticeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Privacy_NoticeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_privacy_notice(inputs)
	return en_family_privacy_notice(inputs)
});