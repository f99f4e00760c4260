/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Explorer_DescriptionInputs */

const en_account_explorer_description = /** @type {(inputs: Account_Explorer_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the Bible in the King James Version or the American Standard Version, track the chapters you have read and complete Bible reading challenges.`)
};

const es_account_explorer_description = /** @type {(inputs: Account_Explorer_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lee la Biblia, sigue los capítulos que ya leíste y completa desafíos de lectura bíblica.`)
};

/**
* | output |
* | --- |
* | "Read the Bible in the King James Version or the American Standard Version, track the chapters you have read and complete Bible reading challenges." |
*
* @param {Account_Explorer_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_description = /** @type {((inputs?: Account_Explorer_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Explorer_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_explorer_description(inputs)
	return en_account_explorer_description(inputs)
});