/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, name: NonNullable<unknown> }} Family_Review_FromInputs */

const en_family_review_from = /** @type {(inputs: Family_Review_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} from ${i?.name}`)
};

const es_family_review_from = /** @type {(inputs: Family_Review_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "{kind} from {name}" |
*
* @param {Family_Review_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_review_from = /** @type {((inputs: Family_Review_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Review_FromInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_review_from(inputs)
	return en_family_review_from(inputs)
});