/**
 * Texts of the identity dialogs, the employee banner, the newsletter block and the contact-us
 * form, in English (the source of truth). They are kept apart from the account catalogue, which
 * the header's account link carries on every page: dialogs load theirs when they open.
 */
export const en = {
  // Simplified enrollment: the sign-in dialog starts with an email lookup (spec §2 enrollment flow)
  lookupIntro: "Enter your email to sign in or create an account.",
  lookupSubmit: "Continue",
  lookupExisting: "Welcome back. Enter your password for {email}.",
  lookupNew: "Nice to meet you. Create your account for {email}.",
  lookupChangeEmail: "Use another email",
  // Sign-in confirmation
  signInConfirmationTitle: "You are signed in",
  signInConfirmationGreeting: "Welcome back, {name}.",
  signInConfirmationPoints: "You have {points} loyalty points.",
  continueShopping: "Continue shopping",
  // Sign-up, loyalty sign-up, interests, welcome
  loyaltySignUpTitle: "Join the loyalty program",
  loyaltySignUpIntro: "Collect points on every order and get member-only offers.",
  loyaltyJoinIntro: "Join with the details of your account: accept the program terms and you are in.",
  loyaltyJoinSubmit: "Join now",
  loyaltyJoined: "You are now a member of the loyalty program.",
  loyaltyTermsLink: "Read the loyalty program terms",
  loyaltyTermsRequired: "Please accept the loyalty program terms.",
  interestsTitle: "What are you into?",
  interestsIntro: "Pick a few interests and we will show you more of what you like. You can change them in your account at any time.",
  interestsSave: "Save interests",
  interestsSkip: "Skip",
  interestsSaving: "Saving…",
  interest_running: "Running",
  interest_trail: "Trail running",
  interest_hiking: "Hiking",
  interest_walking: "Walking",
  interest_training: "Training",
  interest_lifestyle: "Lifestyle",
  interest_yoga: "Yoga",
  interest_camping: "Camping",
  interest_climbing: "Climbing",
  interest_skiing: "Skiing",
  interest_travel: "Travel",
  welcomeTitle: "Welcome to {brand}",
  welcomeText: "Hi {name}, your account is ready.",
  welcomeInterests: "We will keep your interests in mind: {interests}.",
  welcomeLoyalty: "You are a member of our loyalty program: you collect points from your first order.",
  welcomeStart: "Start shopping",
  // Employee discount (spec §6)
  employeeTermsTitle: "Employee discount terms",
  employeeTermsIntro: "Before you shop with your employee discount, please read and accept its terms.",
  employeeTermsText: "The discount is for your personal use only, up to your yearly allowance. Items bought with it may not be resold. Misuse can end the discount and lead to disciplinary action.",
  employeeTermsLink: "Read the full employee discount terms",
  employeeTermsAccept: "Accept the terms",
  employeeTermsLater: "Not now",
  employeeTermsFailed: "We could not save your answer. Please try again.",
  employeeBanner: "Employee discount active: {spent} of your {cap} yearly allowance used.",
  employeeBannerNoCap: "Employee discount active.",
  // Newsletter (spec §4, §5, §8)
  newsletterSuccessTitle: "You are subscribed",
  newsletterSuccessText: "Thanks! Our next newsletter is on its way to {email}.",
  // Contact us (spec §2, §7)
  contactFormTitle: "Write to us",
  contactIntro: "Tell us how we can help. We answer within two working days.",
  contactCategoryLabel: "Topic",
  contactSubjectLabel: "Subject",
  contactChoose: "Choose…",
  contactMessageLabel: "Your message",
  contactOrderLabel: "Order number (optional)",
  contactSubmit: "Send message",
  contactSuccessTitle: "Thank you, we received your message",
  contactSuccessText: "Your case number is {caseId}. We will answer at {email}.",
  contactTopicsFailed: "We could not load the topics. Please reload the page or try again later.",
  contactLoading: "Loading topics…",
  contactSendAnother: "Send another message",
} as const;

export type IdentityMessageKey = keyof typeof en;
export type IdentityMessages = Record<IdentityMessageKey, string>;
