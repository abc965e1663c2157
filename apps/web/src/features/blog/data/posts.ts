// The blog's four fixed articles (spec §1, §2).
import type { BlogPost } from '@mobile-planet/shared';
import frameworksImg from '@/assets/blog/frameworks.svg';
import inheritanceImg from '@/assets/blog/prototypal-inheritance.svg';
import stateImg from '@/assets/blog/state-management.svg';
import testingImg from '@/assets/blog/unit-testing.svg';

export const BLOG_POSTS: BlogPost[] = [
  {
    title: 'What are the different ways to manage state in a React application?',
    author: 'Nusrat Jahan',
    imgUrl: stateImg,
    firstPart:
      'State is any data that can change while the app runs and that the screen depends on: the text in a search box, the items in a cart, whether a modal is open. The simplest home for it is local component state with useState or useReducer. Keep state as close as possible to the components that read it; a value only one form needs should live in that form, not in a global store.',
    secondPart:
      'When several components far apart in the tree need the same value, lift it up to their nearest common parent, or share it through the Context API so you do not pass props through every level. Context is ideal for things that change rarely, like the signed-in user or the theme. For busy, app-wide client state, a small store such as Redux Toolkit, Zustand or Jotai gives you predictable updates and lets each component subscribe to just the slice it uses.',
    thirdPart:
      'Data that comes from a server is a different kind of state: it is a cache of something you do not own. Libraries like TanStack Query or SWR handle fetching, caching, refetching and loading and error states for you, which removes most of the hand-written effects people used to need. Finally, remember the URL: filters, the current page and the selected tab often belong in the route or the query string, so a link reproduces exactly what the user saw.',
  },
  {
    title: 'How does prototypical inheritance work?',
    author: 'Tanvir Hasan',
    imgUrl: inheritanceImg,
    firstPart:
      'In JavaScript every object has a hidden link, called its prototype, to another object (or to null). When you read a property that the object itself does not have, the engine follows that link and looks on the prototype, then on the prototype’s prototype, and so on up the chain until it finds the property or reaches null. This is why an ordinary object can call toString even though you never defined it: the method lives on Object.prototype.',
    secondPart:
      'You can set up the chain directly with Object.create(proto), or with constructor functions: every function has a prototype property, and objects made with new point to it. The class syntax added in ES2015 is a friendlier way to write the same thing; extends simply links one prototype to another. Because methods live once on the prototype instead of being copied into every object, thousands of instances can share them cheaply, and changing a method on the prototype affects all of them at once.',
  },
  {
    title: 'What is unit testing and why should we write unit tests?',
    author: 'Mahmudul Karim',
    imgUrl: testingImg,
    firstPart:
      'A unit test checks the smallest meaningful piece of code, usually one function or one component, in isolation. You give it known inputs and assert on the outputs: formatTaka(12500) should return ৳12,500, and a sign-up form should refuse a password without a digit. Unit tests run in milliseconds with tools like Jest or Vitest, so you can run hundreds of them every time you save a file.',
    secondPart:
      'The payoff is confidence. A good suite catches a regression the moment it is introduced, long before a customer finds it, and it lets you refactor freely because the tests tell you whether behaviour changed. Tests are also living documentation: reading them shows how a function is meant to be used and what it does at the edges. Writing code so that it can be tested tends to make it better, too, since it pushes you towards small functions with clear inputs and outputs.',
    thirdPart:
      'Unit tests are not the whole story. They cannot prove that the pieces work together, so pair them with a smaller number of integration and end-to-end tests. And a test that can never fail is worse than none: make sure each test would actually break if the behaviour it describes were wrong.',
  },
  {
    title: 'React vs. Angular vs. Vue: how do they differ?',
    author: 'Farhana Akter',
    imgUrl: frameworksImg,
    firstPart:
      'Angular, from Google, is a complete framework. It comes with routing, forms, an HTTP client, dependency injection and a command-line tool, and it is written in TypeScript with RxJS at its core. That makes it opinionated and a little heavier to learn, but large teams like that everyone builds features the same way. React, from Meta, is a library for building user interfaces from components written in JSX; for routing, data fetching and state you choose from its huge ecosystem.',
    secondPart:
      'Vue sits between the two. Its core is small like React, but its official router and state library (Pinia) give you a recommended path like Angular. Vue’s single-file components keep template, logic and styles together, and its reactivity system tracks dependencies automatically, which many beginners find the gentlest start. React re-renders components when state changes and relies on hooks to organise logic; Angular uses change detection and, in recent versions, signals.',
    thirdPart:
      'There is no single winner. Pick Angular for big, long-lived enterprise apps that benefit from strong structure; React when you want flexibility, the largest job market and the widest choice of libraries; and Vue when you want a gentle learning curve with batteries included. All three are fast enough for nearly any product, so the team’s experience usually matters more than the benchmark numbers.',
  },
];
