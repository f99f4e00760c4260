/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Explorer_Bible_IndexInputs */

const en_account_explorer_bible_index = /** @type {(inputs: Account_Explorer_Bible_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bible index`)
};

const es_account_explorer_bible_index = /** @type {(inputs: Account_Explorer_Bible_IndexInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`índice de la Biblia`)
};

/**
* | output |
* | --- |
* | "Bible index" |
*
* @param {Account_Explorer_Bible_IndexInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const account_explorer_bible_index = /** @type {((inputs?: Account_Explorer_Bible_IndexInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Explorer_Bible_IndexInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_explorer_bible_index(inputs)
	return en_account_explorer_bible_index(inputs)
});