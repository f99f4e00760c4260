/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Family_Waiting_TitleInputs */

const en_family_waiting_title = /** @type {(inputs: Family_Waiting_TitleInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Waiting for you (1)`);
	if (n === "other") return /** @type {LocalizedString} */ (`Waiting for you (${i?.count})`);
	return /** @type {LocalizedString} */ ("family_waiting_title");
};

const es_family_waiting_title = /** @type {(inputs: Family_Waiting_TitleInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Esperan tu respuesta (1)`);
	if (n === "other") return /** @type {LocalizedString} */ (`Esperan tu respuesta (${i?.count})`);
	return /** @type {LocalizedString} */ ("family_waiting_title");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Waiting for you (1)" |
* | "other" | "Waiting for you ({count})" |
*
* @param {Family_Waiting_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_title = /** @type {((inputs: Family_Waiting_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Waiting_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_waiting_title(inputs)
	return en_family_waiting_title(inputs)
});