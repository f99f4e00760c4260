/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reader_Pager_LabelInputs */

const en_reader_pager_label = /** @type {(inputs: Reader_Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous and next chapter`)
};

const es_reader_pager_label = /** @type {(inputs: Reader_Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Capítulo anterior y siguiente`)
};

/**
* | output |
* | --- |
* | "Previous and next chapter" |
*
* @param {Reader_Pager_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_pager_label = /** @type {((inputs?: Reader_Pager_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reader_Pager_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_reader_pager_label(inputs)
	return en_reader_pager_label(inputs)
});