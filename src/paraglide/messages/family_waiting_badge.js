/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Family_Waiting_BadgeInputs */

const en_family_waiting_badge = /** @type {(inputs: Family_Waiting_BadgeInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`post waits for you`);
	if (n === "other") return /** @type {LocalizedString} */ (`posts wait for you`);
	return /** @type {LocalizedString} */ ("family_waiting_badge");
};

const es_family_waiting_badge = /** @type {(inputs: Family_Waiting_BadgeInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`publicación espera tu respuesta`);
	if (n === "other") return /** @type {LocalizedString} */ (`publicaciones esperan tu respuesta`);
	return /** @type {LocalizedString} */ ("family_waiting_badge");
};

/**
* | n | output |
* | --- | --- |
* | "one" | "post waits for you" |
* | "other" | "posts wait for you" |
*
* @param {Family_Waiting_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_waiting_badge = /** @type {((inputs: Family_Waiting_BadgeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Waiting_BadgeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_waiting_badge(inputs)
	return en_family_waiting_badge(inputs)
});